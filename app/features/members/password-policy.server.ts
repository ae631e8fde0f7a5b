// The server-only part of the password rules: the list of common passwords ships with the project
// (common-passwords.txt) and stays out of the browser bundle.
import commonPasswordsText from './common-passwords.txt?raw';

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    commonPasswordsText
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return commonPasswords;
}

/** True when the password is one that attackers try first (compared without regard to case). */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.trim().toLowerCase());
}

/** The message key of the first rule only the server checks, or null when the password is acceptable. */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  if (isCommonPassword(password)) return 'auth.error.passwordCommon';
  const email = context.email?.trim().toLowerCase();
  if (email && (password.toLowerCase() === email || password.toLowerCase() === email.split('@')[0])) return 'auth.error.passwordLikeEmail';
  return null;
}
