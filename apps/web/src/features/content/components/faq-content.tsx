import { Disclosure } from '../../../components/disclosure';
import { lead } from './content.css';
import { PageContent } from './page-content';
import { RichText } from './rich-text';

/**
 * The FAQ as an accordion (WAI-ARIA pattern): each question is a button in a heading that shows and
 * hides its answer; Enter and Space work as on any button, and every answer starts closed.
 */
export function FaqContent() {
  return (
    <PageContent slug="faq" schema={(schemas) => schemas.faqAcfSchema}>
      {(acf) => (
        <>
          <p className={lead}>{acf.title}</p>
          {acf.questions.map((item) => (
            <Disclosure key={item.question} question={item.question} level={2}>
              <RichText text={item.answer} />
            </Disclosure>
          ))}
        </>
      )}
    </PageContent>
  );
}
