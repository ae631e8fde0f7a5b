import { Link } from 'react-router';

/** The logo and the organisation's name, linking home. */
export function Brand({ orgName, onNavigate }: { orgName: string; onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="flex shrink-0 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight">
      <img src="/icon.svg" alt="" width={32} height={32} className="size-8" />
      <span>{orgName}</span>
    </Link>
  );
}
