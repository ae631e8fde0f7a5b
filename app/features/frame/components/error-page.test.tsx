import { describe, expect, it } from 'vitest';
import { renderInRouter } from '../render-in-router.test-helper.tsx';
import { ErrorPage } from './error-page.tsx';

describe('the error pages', () => {
  it('a visitor who hits a failure sees a friendly page with the request id to quote', () => {
    const html = renderInRouter(<ErrorPage status={500} requestId="req-1234abcd" />);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Reference: req-1234abcd');
    expect(html).toContain('data-status="500"');
    expect(html).toContain('href="/contact"');
  });

  it('a visitor on a missing page sees where to go next, without a request id', () => {
    const html = renderInRouter(<ErrorPage status={404} requestId="req-1234abcd" />, { locale: 'es', namespaces: ['common', 'frame'] });
    expect(html).toContain('Página no encontrada');
    expect(html).not.toContain('req-1234abcd');
    expect(html).toContain('href="/help"');
    expect(html).toContain('href="/explore"');
  });

  it('a visitor whose form was refused is told why, in their language, with no reference to quote', () => {
    const tooLarge = renderInRouter(<ErrorPage status={413} requestId="req-1234abcd" />, { locale: 'es', namespaces: ['common', 'frame'] });
    expect(tooLarge).toContain('Era demasiado para enviar');
    expect(tooLarge).not.toContain('req-1234abcd');
    expect(renderInRouter(<ErrorPage status={400} />)).toContain('This form could not be read');
    expect(renderInRouter(<ErrorPage status={415} />)).toContain('This address takes forms only');
  });
});
