// /api/map/card/:layer/:id: what a marker's card shows (photo, name, place, depth, level, rating).
import { data } from 'react-router';
import type { Route } from './+types/api.map.card';
import { pointLayer } from '~/features/map/point-layers.server.ts';

export async function loader({ params }: Route.LoaderArgs) {
  const layer = pointLayer(params.layer);
  const id = Number(params.id);
  if (!layer || !Number.isSafeInteger(id) || id <= 0) throw data({ error: 'not found' }, { status: 404 });
  const card = await layer.card(id);
  if (!card) throw data({ error: 'not found' }, { status: 404 });
  return Response.json(card, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
