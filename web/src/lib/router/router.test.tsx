import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  matchesPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from './router';

/** Says where the router is, as the screens read it. */
function Where() {
  const { pathname, search, hash, state, key } = useLocation();
  return (
    <output>
      {JSON.stringify({
        pathname,
        search,
        hash,
        state,
        key: key === 'default' ? key : 'new',
        type: useNavigationType(),
      })}
    </output>
  );
}

const where = () => JSON.parse(screen.getByRole('status').textContent ?? '{}');

/** Starts jsdom at `url`, as a document the browser has just loaded. */
function at(url: string) {
  window.history.replaceState(null, '', url);
}

function Slug() {
  return <p>Laptop {useParams().slug}</p>;
}

describe('the router', () => {
  it('keeps the language prefix in every link and leaves it out of the path the screens read', async () => {
    at('/sw/fursa');
    render(
      <BrowserRouter basename="/sw">
        <Link to="/fursa/laptops/hp-250" state={{ from: 'list' }}>
          HP 250
        </Link>
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toEqual({
      pathname: '/fursa',
      search: '',
      hash: '',
      state: null,
      key: 'default',
      type: 'POP',
    });
    const link = screen.getByRole('link', { name: 'HP 250' });
    expect(link).toHaveAttribute('href', '/sw/fursa/laptops/hp-250');

    await userEvent.click(link);
    expect(window.location.pathname).toBe('/sw/fursa/laptops/hp-250');
    expect(where()).toMatchObject({
      pathname: '/fursa/laptops/hp-250',
      state: { from: 'list' },
      key: 'new',
      type: 'PUSH',
    });
  });

  it('gives Back the entry it returns to, its state included, as a POP', async () => {
    at('/fursa');
    function Go() {
      const navigate = useNavigate();
      return (
        <>
          <button type="button" onClick={() => navigate('/checkout', { state: { step: 1 } })}>
            Checkout
          </button>
          <button type="button" onClick={() => navigate('/auth', { replace: true })}>
            Sign in
          </button>
        </>
      );
    }
    render(
      <BrowserRouter>
        <Go />
        <Where />
      </BrowserRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(where()).toMatchObject({ pathname: '/checkout', state: { step: 1 }, type: 'PUSH' });
    const entries = window.history.length;

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(where()).toMatchObject({ pathname: '/auth', state: null, type: 'REPLACE' });
    expect(window.history.length).toBe(entries);

    act(() => window.history.back());
    await screen.findByText(/"pathname":"\/fursa"/);
    expect(where()).toMatchObject({ pathname: '/fursa', key: 'default', type: 'POP' });
  });

  it('changes the query in place, from the address as it is when the change runs', async () => {
    at('/fursa?category=2#grid');
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <p>Category {params.get('category')}</p>
          <button
            type="button"
            onClick={() => {
              setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), page: '2' }));
              setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), search: 'hp' }), {
                replace: true,
              });
            }}
          >
            Next
          </button>
          <button type="button" onClick={() => setParams({})}>
            Clear
          </button>
        </>
      );
    }
    render(
      <BrowserRouter>
        <Filters />
        <Where />
      </BrowserRouter>,
    );
    expect(screen.getByText('Category 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Both changes count, the second on top of the first; the section's hash goes, as React Router did.
    expect(where()).toMatchObject({ pathname: '/fursa', search: '?category=2&page=2&search=hp', hash: '' });

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(window.location.href).toBe(`${window.location.origin}/fursa`);
    expect(screen.getByText('Category')).toBeInTheDocument();
  });

  it('draws the first route that matches, with its parameters, and * for any other path', () => {
    const routes = (
      <Routes>
        <Route path="/fursa" element={<p>Shop</p>} />
        <Route path="/fursa/laptops/:slug" element={<Slug />} />
        <Route path="*" element={<p>Not found</p>} />
      </Routes>
    );
    at('/FURSA/laptops/hp-250/');
    const { unmount } = render(<BrowserRouter>{routes}</BrowserRouter>);
    expect(screen.getByText('Laptop hp-250')).toBeInTheDocument();
    unmount();

    at('/fursa/laptops');
    render(<BrowserRouter>{routes}</BrowserRouter>);
    expect(screen.getByText('Not found')).toBeInTheDocument();

    expect(matchesPath('/fursa/laptops/:slug', '/fursa/laptops/hp-250')).toBe(true);
    expect(matchesPath('/fursa', '/fursa/')).toBe(true);
    expect(matchesPath('/fursa', '/fursa/laptops')).toBe(false);
    expect(matchesPath('*', '/anything/at/all')).toBe(true);
  });

  it('marks the menu link of the page on screen, or of the page above it, whatever its query', () => {
    at('/isml/tours/kilimanjaro');
    render(
      <BrowserRouter>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/isml#tours">Tours</NavLink>
        <NavLink to="/isml" end>
          Tours only
        </NavLink>
        <NavLink to="/about?brand=igsum">About</NavLink>
      </BrowserRouter>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Tours' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tours only' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('leaves a new tab, a page load or a link to another window to the browser', () => {
    at('/fursa?category=2');
    render(
      <BrowserRouter>
        <Link to={{ search: 'category=2&page=3', hash: '#grid' }}>Page 3</Link>
        <Link to="/" reloadDocument>
          Home
        </Link>
        <Link to="/contact" target="_blank">
          Contact
        </Link>
        <Where />
      </BrowserRouter>,
    );
    const page3 = screen.getByRole('link', { name: 'Page 3' });
    // A link naming only a query stays on the path on screen.
    expect(page3).toHaveAttribute('href', '/fursa?category=2&page=3#grid');

    // fireEvent returns false when the app called preventDefault: the browser would not follow it.
    expect(fireEvent.click(page3, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Home' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Contact' }))).toBe(true);
    expect(where()).toMatchObject({ pathname: '/fursa', search: '?category=2', type: 'POP' });

    expect(fireEvent.click(page3)).toBe(false);
    expect(where()).toMatchObject({
      pathname: '/fursa',
      search: '?category=2&page=3',
      hash: '#grid',
      type: 'PUSH',
    });
  });

  it('sends a guarded screen on, in place of the entry that asked for it', async () => {
    at('/dashboard');
    const entries = window.history.length;
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/dashboard" element={<Navigate to="/auth" replace />} />
          <Route path="/auth" element={<p>Sign in</p>} />
        </Routes>
      </BrowserRouter>,
    );
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/auth');
    expect(window.history.length).toBe(entries);
  });

  it('draws on the server at the address it is given, under the language prefix', () => {
    const html = renderToString(
      <StaticRouter location="/sw/fursa/laptops/hp-250?page=2" basename="/sw">
        <Routes>
          <Route path="/fursa/laptops/:slug" element={<Slug />} />
        </Routes>
        <Link to="/fursa">Shop</Link>
        <Where />
      </StaticRouter>,
    );
    expect(html).toContain('Laptop <!-- -->hp-250');
    expect(html).toContain('href="/sw/fursa"');
    expect(html).toContain(
      JSON.stringify({
        pathname: '/fursa/laptops/hp-250',
        search: '?page=2',
        hash: '',
        state: null,
        key: 'default',
        type: 'POP',
      }).replaceAll('"', '&quot;'),
    );
  });
});
