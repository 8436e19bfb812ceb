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
  lead,
  quote,
  stepPicture,
} from './content.css';
import { PageContent } from './page-content';

export interface HomeContentProps {
  /** Spec §2: the Health Assessment call to action shows only in the guest purchase modes. */
  showHealthAssessment: boolean;
}

type HomeAcf = z.output<PageSchemas['homeAcfSchema']>;

/** tools/scripts/generate-art.ts draws three steps: the assessment, the pack, the delivery. */
const HOW_IT_WORKS_PICTURES = 3;

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

/** The home page's text from its content page: loaded beside the page, drawn when the content arrives. */
export function HomeText({ showHealthAssessment }: HomeContentProps) {
  return (
    <PageContent slug="home" schema={(schemas) => schemas.homeAcfSchema}>
      {(acf) => <HomeBody acf={acf} showHealthAssessment={showHealthAssessment} />}
    </PageContent>
  );
}
