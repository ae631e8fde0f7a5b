// /api/map/card/:layer/:id: what a marker's card shows (photo, name, place, depth, level, rating).
import { data } from 'react-router';
import type { Route } from './+types/api.map.card';
import { recordId } from '~/lib/parameters.ts';
import { pointLayer } from '~/features/map/point-layers.server.ts';

export async function loader({ params }: Route.LoaderArgs) {
  const layer = pointLayer(params.layer);
  const id = recordId(params.id);
  if (!layer || id === null) throw data({ error: 'not found' }, { status: 404 });
  const card = await layer.card(id);
  if (!card) throw data({ error: 'not found' }, { status: 404 });
  return Response.json(card, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
