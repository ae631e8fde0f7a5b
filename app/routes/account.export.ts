import type { Route } from './+types/account.export';
import { exportMemberData } from '~/features/account/account-data.server.ts';
import { requireMember } from '~/features/members/session.server.ts';

// "Export my data": a JSON file of everything we hold about the signed-in member.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const exported = await exportMemberData(user.id);
  if (!exported) throw new Response('Not found', { status: 404 });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="diveatlas-${user.memberId}-${date}.json"`,
      'Cache-Control': 'no-store',
    },
  });
}
