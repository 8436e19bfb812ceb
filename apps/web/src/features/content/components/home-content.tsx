import { Suspense } from 'react';
import { withCatalogue } from '../../../lib/i18n/i18n';
import { heroPicture } from './content.css';
import { type HomeContentProps } from './home-text';
import { preloadable } from '../../../lib/preloadable';

// The text comes from the content page (api client, schemas, the request): its code loads beside the
// page and the request, not with the page's first paint.
const HomeText = preloadable('home-content/HomeText', () =>
  withCatalogue(import('./home-text')).then((module) => ({ default: module.HomeText })),
);
/**
 * The home page body from the 'home' content page: hero with calls to action, how it works. The hero's
 * picture is ours, not the page's, so it is drawn with the page instead of after its content arrives:
 * it is the largest thing on a phone's first screen, and waiting for the content (api client, schemas,
 * the request) delayed it by about two seconds on a throttled phone.
 */
export function HomeContent({ showHealthAssessment }: HomeContentProps) {
  return (
    <>
      <img
        src="/art/home-hero.svg"
        width={1200}
        height={600}
        alt=""
        className={heroPicture}
        fetchPriority="high"
        decoding="async"
      />
      <Suspense fallback={null}>
        <HomeText showHealthAssessment={showHealthAssessment} />
      </Suspense>
    </>
  );
}
