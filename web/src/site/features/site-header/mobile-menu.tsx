import { NavLink } from 'react-router-dom';
import { mainNavigation, PLACEHOLDER_HREF } from '../../../data/navigation';

/** The full menu on small screens; choosing any entry closes it. */
export function MobileMenu({ id, onChoose }: { id: string; onChoose: () => void }) {
  return (
    <div id={id} className="mobile-menu">
      <ul className="mobile-menu__list">
        {mainNavigation.map((item) =>
          'to' in item ? (
            <li key={item.label}>
              <NavLink to={item.to} end={item.to === '/'} className="mobile-menu__link" onClick={onChoose}>
                {item.label}
              </NavLink>
            </li>
          ) : (
            <li key={item.label}>
              <span className="mobile-menu__group">{item.label}</span>
              <ul className="mobile-menu__sublist">
                {item.entries.map((entry) => (
                  <li key={entry.label}>
                    {entry.kind === 'link' ? (
                      <NavLink to={entry.to} className="mobile-menu__link" onClick={onChoose}>
                        {entry.label}
                      </NavLink>
                    ) : (
                      <a
                        href={PLACEHOLDER_HREF}
                        className="mobile-menu__link mobile-menu__link--disabled"
                        aria-disabled="true"
                        onClick={(event) => {
                          // A department without a page yet: the specification's placeholder link goes nowhere.
                          event.preventDefault();
                          onChoose();
                        }}
                      >
                        {entry.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
