// The shared <svg> wrapper: one viewBox, round line ends, hidden from assistive technology because the page
// names and describes every signal in text.
import type { ReactNode } from 'react';

export function Frame({
  name,
  className,
  children,
}: {
  name: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-signal={name}
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
