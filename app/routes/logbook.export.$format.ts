// /logbook/export/:format (uddf, subsurface-xml or csv): the member's whole log, or with ?dive=ID one of
// their dives, as a file to download. Only the member's own dives; anything else is not found.
import { data } from 'react-router';
import type { Route } from './+types/logbook.export.$format';
import { EXPORT_FORMATS, exportDives, type ExportFormat } from '~/features/logbook/dive-export.server.ts';
import { requireMember } from '~/features/members/session.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const format = params.format as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) throw data(null, { status: 404 });
  const asked = new URL(request.url).searchParams.get('dive');
  const diveId = asked === null ? null : Number(asked);
  if (diveId !== null && !(Number.isSafeInteger(diveId) && diveId > 0 && diveId < 2 ** 31)) throw data(null, { status: 404 });
  const file = await exportDives({ memberId: member.id, format, diveId });
  if (!file) throw data(null, { status: 404 });
  return new Response(file.text, {
    headers: {
      'Content-Type': `${file.mediaType}; charset=utf-8`,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
