// The units the signed-in member chose (root loader's `user.units`); metric for visitors.
import { useRouteLoaderData } from 'react-router';
import type { Units } from '~/lib/units.ts';

type RootData = { user?: { units?: Units } | null } | undefined;

export function useViewerUnits(): Units {
  const root = useRouteLoaderData('root') as RootData;
  return root?.user?.units === 'imperial' ? 'imperial' : 'metric';
}

/** The signed-in member's id and role from the root loader, when the accounts feature provides them. */
export function useViewer(): { id: string; role: string } | null {
  const root = useRouteLoaderData('root') as { user?: { id?: string; role?: string } | null } | undefined;
  const user = root?.user;
  return user?.id ? { id: user.id, role: user.role ?? 'member' } : null;
}
