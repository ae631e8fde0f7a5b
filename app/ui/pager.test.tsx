import { describe, expect, it } from 'vitest';
import { renderInRouter } from '~/features/frame/render-in-router.test-helper.tsx';
import { Pager } from './pager.tsx';

const labels = { nav: 'Pages', previous: 'Newer', next: 'Older', position: 'Page 2 of 3' };
const pageLink = (page: number) => `/news?page=${page}`;

describe('the pager', () => {
  it('links back and on from a middle page, with its position between them', () => {
    const html = renderInRouter(<Pager page={2} hasNext pageLink={pageLink} labels={labels} />);
    expect(html).toContain('aria-label="Pages"');
    expect(html).toMatch(/href="\/news\?page=1"[^>]*>Newer<\/a><span[^>]*>Page 2 of 3<\/span><a [^>]*href="\/news\?page=3"[^>]*>Older<\/a>/);
  });

  it('has no link back on the first page and none on past the last', () => {
    expect(renderInRouter(<Pager page={1} hasNext pageLink={pageLink} labels={labels} />)).not.toContain('Newer');
    const last = renderInRouter(<Pager page={3} hasNext={false} pageLink={pageLink} labels={{ ...labels, position: undefined }} />);
    expect(last).toContain('href="/news?page=2"');
    expect(last).not.toContain('Older');
    expect(last).not.toContain('<span');
  });

  it('shows nothing when the list fits one page', () => {
    expect(renderInRouter(<Pager page={1} hasNext={false} pageLink={pageLink} labels={labels} />)).not.toContain('<nav');
  });
});
