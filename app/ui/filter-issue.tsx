// A search filter's problem: a value in the address (an edited or old link) that the page left out
// of the search, said under its control and tied to it, as the form kit does for a posted field.
//
//   <input id="member-q" name="q" {...issueProps(issues.q, 'member-q')} />
//   <FilterIssue issue={issues.q} id="member-q" />
import { useT } from '~/lib/use-translation.ts';

/** For the control: marked invalid and described by the message, when there is one. */
export function issueProps(issue: string | undefined, id: string) {
  return issue ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}

/** The message (a catalogue key) under the control whose id is `id`. */
export function FilterIssue({ issue, id }: { issue: string | undefined; id: string }) {
  const t = useT();
  if (!issue) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
      {t(issue)}
    </p>
  );
}
