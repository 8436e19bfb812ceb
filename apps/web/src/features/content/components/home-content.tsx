import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '@maplepack/ui';
import { Link } from '../../../components/router-link';
import { type z } from 'zod';
import { type PageSchemas } from '../page-schemas-loader';
import {
  actions,
  cardHeading,
  cardItem,
  cards,
  hero,
  heroHeadline,
  heroPicture,
  lead,
  quote,
  stepPicture,
} from './content.css';
import { PageContent } from './page-content';

type HomeAcf = z.output<PageSchemas['homeAcfSchema']>;

/** tools/scripts/generate-art.ts draws three steps: the assessment, the pack, the delivery. */
const HOW_IT_WORKS_PICTURES = 3;

export interface HomeContentProps {
  /** Spec §2: the Health Assessment call to action shows only in the guest purchase modes. */
  showHealthAssessment: boolean;
}

function HomeBody({ acf, showHealthAssessment }: { acf: HomeAcf } & HomeContentProps) {
  const { t } = useLingui();
  const { primary_button: assessment, secondary_button: buildMyPack } = acf.hero;
  return (
    <>
      <section className={hero} aria-labelledby="home-hero">
        <h2 id="home-hero" className={heroHeadline}>
          {acf.hero.headline}
        </h2>
        <p className={lead}>{acf.hero.subheadline}</p>
        <div className={actions}>
          {showHealthAssessment && (
            <Link to={assessment.route} className={buttonClass()}>
              {assessment.label}
            </Link>
          )}
          <Link
            to={buildMyPack.route}
            className={buttonClass({ variant: showHealthAssessment ? 'secondary' : 'primary' })}
          >
            {buildMyPack.label}
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-how">
        <h2 id="home-how">{acf.how_it_works.title}</h2>
        <ol className={cards}>
          {acf.how_it_works.steps.map((step, index) => (
            <li key={step.title} className={cardItem}>
              {index < HOW_IT_WORKS_PICTURES && (
                <img
                  src={`/art/how-it-works-${index + 1}.svg`}
                  width={240}
                  height={160}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className={stepPicture}
                />
              )}
              <h3 className={cardHeading}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      {acf.promises.length > 0 && (
        <ul className={cards} aria-label={t`Our promises`}>
          {acf.promises.map((promise) => (
            <li key={promise.title} className={cardItem}>
              <h3 className={cardHeading}>{promise.title}</h3>
              <p>{promise.text}</p>
            </li>
          ))}
        </ul>
      )}
      {acf.testimonial !== undefined && (
        <figure className={quote}>
          <blockquote>{acf.testimonial.quote}</blockquote>
          <figcaption>{acf.testimonial.author}</figcaption>
        </figure>
      )}
    </>
  );
}

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
      <PageContent slug="home" schema={(schemas) => schemas.homeAcfSchema}>
        {(acf) => <HomeBody acf={acf} showHealthAssessment={showHealthAssessment} />}
      </PageContent>
    </>
  );
}
