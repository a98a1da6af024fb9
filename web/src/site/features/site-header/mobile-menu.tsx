import { NavLink } from 'react-router-dom';
import { mainNavigation, PLACEHOLDER_HREF } from '../../../data/navigation';
import { useNavLabel } from './nav-label';

/** The full menu on small screens, inside the hamburger's `<details>`; choosing any entry closes it. */
export function MobileMenu({ onChoose }: { onChoose: () => void }) {
  const labelOf = useNavLabel();
  return (
    <div className="mobile-menu">
      <ul className="mobile-menu__list">
        {mainNavigation.map((item) =>
          'to' in item ? (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === '/'} className="mobile-menu__link" onClick={onChoose}>
                {labelOf(item.label)}
              </NavLink>
            </li>
          ) : (
            <li key={labelOf(item.label)}>
              <span className="mobile-menu__group">{labelOf(item.label)}</span>
              <ul className="mobile-menu__sublist">
                {item.entries.map((entry) => (
                  <li key={labelOf(entry.label)}>
                    {entry.kind === 'link' ? (
                      <NavLink to={entry.to} className="mobile-menu__link" onClick={onChoose}>
                        {labelOf(entry.label)}
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
                        {labelOf(entry.label)}
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
