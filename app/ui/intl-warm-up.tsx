// The first script of the page's head: gets the browser's Intl formatters ready off the page's thread
// (see intlWarmUpScript).
import { intlWarmUpScript } from '~/lib/intl-format.ts';
import { useNonce } from './nonce.tsx';

export function IntlWarmUp({ locale }: { locale: string }) {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: intlWarmUpScript(locale) }} />;
}
