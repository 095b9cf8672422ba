// A club picture: the hero image or a program's picture as the server serves it (WebP in
// a few widths, `srcset`), with its width and height set so the page keeps its place while it loads,
// lazy unless it is the page's first picture (the hero: eager, high priority). Without one, the
// designed default art in the club's colour. Plain elements only: it is on every public page.
import type { CSSProperties, ImgHTMLAttributes } from 'react';
import type { ClubPicture as ClubPictureData } from '@springboard/contract/pictures';
import { ClubPictureArt } from './club-picture-art';

export type ClubPictureProps = {
  picture: ClubPictureData | null | undefined;
  /** What the picture shows, for screen readers (the default art is decorative and has none). */
  alt: string;
  /** The picture's width in the layout, e.g. "(min-width: 62em) 50vw, 100vw": picks the width to fetch. */
  sizes: string;
  /** The page's main picture (the hero): fetched at once and first. */
  priority?: boolean;
  /** Width / height of the frame; the picture is cropped to it (object-fit: cover). */
  ratio?: number;
  radius?: number | string;
  style?: CSSProperties;
  className?: string;
};

/** The <img> attributes of an uploaded picture. */
export function pictureImgProps(
  picture: ClubPictureData,
  { alt, sizes, priority = false }: Pick<ClubPictureProps, 'alt' | 'sizes' | 'priority'>,
): ImgHTMLAttributes<HTMLImageElement> {
  return {
    src: picture.url,
    srcSet: picture.srcset,
    sizes,
    width: picture.width,
    height: picture.height,
    alt,
    decoding: 'async',
    loading: priority ? 'eager' : 'lazy',
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
}

export function ClubPicture({ picture, alt, sizes, priority, ratio, radius, style, className }: ClubPictureProps) {
  const frame: CSSProperties = {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    ...(ratio ? { aspectRatio: String(ratio) } : {}),
    ...(radius !== undefined ? { borderRadius: radius } : {}),
    // The club's palest tint shows while the picture arrives.
    background: 'var(--mantine-color-club-1)',
    ...style,
  };
  return (
    <div className={className} style={frame} data-club-picture={picture ? 'uploaded' : 'default'}>
      {picture ? (
        <img
          {...pictureImgProps(picture, { alt, sizes, priority })}
          // Fills a frame of set proportions; without one, its width and height give the proportions.
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ClubPictureArt />
      )}
    </div>
  );
}
