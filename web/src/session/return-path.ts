/**
 * A return address taken from the URL is only followed when it stays inside the app: a path
 * starting with one slash (never "//host" or "https://…", which would send the user elsewhere).
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  return value;
}
