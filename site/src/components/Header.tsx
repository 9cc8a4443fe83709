import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { DEFAULT_COMPANY } from '@shared/domain/company';
import { useAuth } from '@shared/auth/useAuth';
import { ADMIN_URL, NAV_LINKS } from './navigation';

// Sign-out code (the sign-in protocol) loads only when an administrator clicks the button.
const signOut = () => import('@shared/auth/signIn').then((m) => m.signOut());

export function Header() {
  const { isAdmin } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link to="/" className="brand" onClick={close}>
          <img src="/favicon.svg" alt="" width="36" height="36" />
          <span>{DEFAULT_COMPANY.name}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="primary-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-icon" aria-hidden="true" />
          Menu
        </button>
        <nav
          id="primary-navigation"
          className="primary-nav"
          data-open={menuOpen}
          aria-label="Navigation principale"
        >
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {isAdmin && (
              <li>
                <a href={ADMIN_URL}>Admin</a>
              </li>
            )}
          </ul>
          <div className="nav-actions">
            <Link to="/contact" className="button button-wood" onClick={close}>
              Diag Energie
            </Link>
            {isAdmin && (
              <button type="button" className="button button-ghost" onClick={() => void signOut()}>
                Déconnexion
              </button>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
