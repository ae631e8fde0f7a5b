// The title and text of the error page for each status a visitor may meet.
const BY_STATUS: Record<number, string> = {
  400: 'badRequest',
  403: 'forbidden',
  404: 'notFound',
  413: 'tooLarge',
  415: 'notAForm',
};

/** Catalogue keys ("common.error.*Title" and "*Text"); any other status is a failure on our side. */
export function errorMessageKeys(status: number): { title: string; text: string } {
  const name = BY_STATUS[status] ?? 'server';
  return { title: `common.error.${name}Title`, text: `common.error.${name}Text` };
}

/** Whether the visitor should quote a reference: only for failures on our side. */
export function isServerFailure(status: number): boolean {
  return !(status in BY_STATUS);
}
