import { Link } from 'react-router-dom';
import { ArrowUpIcon, ChatIcon, MailIcon, MapPinIcon, PhoneIcon, SocialIcon } from '../../components/icons/icons';
import { chatHref, useContactDetails, HOSPITAL_NAME, telHref } from '../../../data/contact-details';
import { footerFacilityNames, usefulLinks } from '../../../data/navigation';
import { HospitalRegistrations } from '../../components/registrations/hospital-registrations';
import { useFallbackLang, useText } from '../../../lib/i18n';
import './site-footer.css';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Every public page's footer: addresses, numbers, useful links, facilities, social icons and credit. */
export function SiteFooter() {
  const details = useContactDetails();
  const text = useText();
  const langOf = useFallbackLang();
  if (!details) return null;
  const { address, branch, mainMobile, hrMobile, landline, email, messagingAppName, social, credit } = details;
  return (
    // A served page's first paint waits until this id is read (web/index.html): keep it.
    <footer id="footer" className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-hospital">
          <h2 id="footer-hospital">{HOSPITAL_NAME}</h2>
          <address className="site-footer__address">
            <MapPinIcon size={18} />
            <span lang={langOf(address.lines.join(' '))}>
              {address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
          </address>
          <ul className="site-footer__contacts">
            <li>
              <ChatIcon size={18} />
              <a href={chatHref(mainMobile)} {...NEW_TAB}>
                {mainMobile.display}
              </a>
              <span className="site-footer__note">({messagingAppName})</span>
            </li>
            <li>
              <PhoneIcon size={18} />
              <span>
                {text('footer.landline')} <a href={telHref(landline)}>{landline.display}</a>
              </span>
            </li>
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${email}`}>{email}</a>
            </li>
          </ul>
          <p className="site-footer__emergency">
            <Link to="/emergency">{text('footer.emergencyLink')}</Link>
          </p>
          <HospitalRegistrations
            headingId="footer-registrations"
            headingLevel={3}
            className="site-footer__registrations"
          />
        </section>

        <section aria-labelledby="footer-useful-links">
          <h2 id="footer-useful-links">{text('footer.usefulLinks')}</h2>
          <ul className="site-footer__links">
            {usefulLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{text(link.label)}</Link>
              </li>
            ))}
          </ul>
          <h2 id="footer-careers" className="site-footer__subheading">
            {text('footer.careers')}
          </h2>
          <p className="site-footer__contacts-line">
            <ChatIcon size={18} />
            <span>
              {text('footer.hr')}{' '}
              <a href={chatHref(hrMobile)} {...NEW_TAB}>
                {hrMobile.display}
              </a>
            </span>
          </p>
        </section>

        <section aria-labelledby="footer-facilities">
          <h2 id="footer-facilities">{text('footer.facilities')}</h2>
          <ul className="site-footer__facilities">
            {footerFacilityNames.map((name) => (
              <li key={name}>{text(name)}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-branch">
          <h2 id="footer-branch" lang={langOf(branch.name)}>
            {branch.name}
          </h2>
          <address className="site-footer__address">
            <MapPinIcon size={18} />
            <span lang={langOf(branch.address.lines.join(' '))}>
              {branch.address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
          </address>
          <ul className="site-footer__contacts">
            {branch.phones.map((phone) => (
              <li key={phone.digits}>
                <PhoneIcon size={18} />
                <a href={telHref(phone)}>{phone.display}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <ul className="site-footer__social" aria-label={text('footer.followUs')}>
            {social.map((profile) => (
              <li key={profile.network}>
                <a href={profile.href} aria-label={text('footer.opensInNewTab', { name: profile.label })} {...NEW_TAB}>
                  <SocialIcon network={profile.network} size={20} />
                </a>
              </li>
            ))}
          </ul>
          <p className="site-footer__credit">
            © {new Date().getFullYear()} {HOSPITAL_NAME}.
            {credit && (
              <>
                {' '}
                {text('footer.websiteBy')}{' '}
                <a href={credit.href} {...NEW_TAB}>
                  {credit.label}
                </a>
              </>
            )}
          </p>
          <a href="#top" className="site-footer__back-to-top">
            <ArrowUpIcon size={18} />
            {text('footer.backToTop')}
          </a>
        </div>
      </div>
    </footer>
  );
}
