import { useLingui } from '@lingui/react/macro';
import { Container } from '@maplepack/ui';
import { LanguageSwitch } from '../../../components/language-switch';
import { type SiteLinks } from '../../../config/env';
import {
  FOOTER_EXPLORE_AFTER_BLOG,
  FOOTER_EXPLORE_BEFORE_BLOG,
  FOOTER_INFORMATION,
  JOIN_MAILING_LIST_LABEL,
} from '../../../config/footer-links';
import { type FooterContent } from '../../../stores/ui-store';
import { columns, fine, footer as footerClass, heading, joinButton, link, list } from './footer.css';
import { LinkItems } from './link-items';

export interface SiteFooterProps {
  links: SiteLinks;
  /** From the footer content page; nothing is shown until it has loaded. */
  content: FooterContent | null;
  onJoinMailingList: () => void;
}

/** The default footer (spec §2 "Header and footer"). */
export function SiteFooter({ links, content, onJoinMailingList }: SiteFooterProps) {
  const { i18n, t } = useLingui();
  return (
    <footer className={footerClass}>
      <Container width="wide">
        <div className={columns}>
          <nav aria-labelledby="footer-explore">
            <h2 id="footer-explore" className={heading}>
              {t`Explore`}
            </h2>
            <ul className={list}>
              <LinkItems items={FOOTER_EXPLORE_BEFORE_BLOG} className={link} />
              <li>
                <a href={links.blog} className={link} target="_blank" rel="noopener noreferrer">
                  {t`Blog`}
                </a>
              </li>
              <LinkItems items={FOOTER_EXPLORE_AFTER_BLOG} className={link} />
            </ul>
          </nav>
          <nav aria-labelledby="footer-information">
            <h2 id="footer-information" className={heading}>
              {t`Information`}
            </h2>
            <ul className={list}>
              <LinkItems items={FOOTER_INFORMATION} className={link} />
            </ul>
          </nav>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={heading}>
              {t`Contact`}
            </h2>
            <ul className={list}>
              <li>
                <a href={`mailto:${links.contactEmail}`} className={link}>
                  {links.contactEmail}
                </a>
              </li>
              <li>
                <button type="button" className={joinButton} onClick={onJoinMailingList}>
                  {i18n._(JOIN_MAILING_LIST_LABEL)}
                </button>
              </li>
              {links.social.map((social) => (
                <li key={social.name}>
                  <a href={social.href} className={link} target="_blank" rel="noopener noreferrer">
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className={fine}>
          <LanguageSwitch className={link} />
        </p>
        {content !== null && (
          <div className={fine}>
            <p>{content.disclaimer}</p>
            <p>{content.copyright}</p>
          </div>
        )}
      </Container>
    </footer>
  );
}
