// /logbook/import/progress: how far the server has read the member's files, for the import page's
// progress bar while its upload is being read.
import { data } from 'react-router';
import type { Route } from './+types/logbook.import.progress';
import { importProgress } from '~/features/logbook/import-preview.queries.server.ts';
import { requireMember } from '~/features/members/session.server.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  return data({ progress: await importProgress(member.id) }, { headers: { 'Cache-Control': 'no-store' } });
}
