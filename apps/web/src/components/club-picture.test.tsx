// The club picture: an uploaded one as a responsive <img> that keeps its place (width, height,
// srcset, sizes), lazy unless it is the hero; none, the designed default art (decorative).
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ClubPicture } from './club-picture';

const picture = {
  url: '/api/clubs/sunrise/pictures/abc/1600',
  srcset:
    '/api/clubs/sunrise/pictures/abc/480 480w, /api/clubs/sunrise/pictures/abc/960 960w, /api/clubs/sunrise/pictures/abc/1600 1600w',
  width: 1600,
  height: 1000,
};

describe('ClubPicture', () => {
  it('shows an uploaded picture with srcset, sizes, its size and alt text, loaded lazily', () => {
    const html = renderToStaticMarkup(
      <ClubPicture picture={picture} alt="Girls on the beam" sizes="(min-width: 48em) 33vw, 100vw" ratio={16 / 10} />,
    );
    expect(html).toContain(`src="${picture.url}"`);
    expect(html).toContain(`srcSet="${picture.srcset}"`);
    expect(html).toContain('sizes="(min-width: 48em) 33vw, 100vw"');
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="1000"');
    expect(html).toContain('alt="Girls on the beam"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
    expect(html).toContain('aspect-ratio:1.6');
  });

  it('fetches the hero at once and first', () => {
    const html = renderToStaticMarkup(<ClubPicture picture={picture} alt="" sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchPriority="high"/i);
  });

  it('shows the designed default art, hidden from screen readers, when the club has no picture', () => {
    const html = renderToStaticMarkup(<ClubPicture picture={null} alt="Youth Gymnastics" sizes="100vw" />);
    expect(html).not.toContain('<img');
    expect(html).toContain('<svg');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('var(--mantine-color-club-');
    expect(html).toContain('data-club-picture="default"');
  });
});
