// What a visitor does on a server-rendered page before it hydrates is held, then replayed into React.
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from '../../src/earlyInput';

function Page({ onSearch }: { onSearch: (query: string) => void }) {
  const [query, setQuery] = useState('');
  const [taps, setTaps] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(query);
      }}
    >
      <label>
        Search <input value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      <button type="button" onClick={() => setTaps((count) => count + 1)}>
        Tapped {taps}
      </button>
      <a href="#reviews">Reviews</a>
      <a href="/gallery" onClick={(event) => event.preventDefault()}>
        Gallery
      </a>
      <a href="https://wa.me/919800000000">Chat</a>
      <a href="/products" target="_blank">
        Products
      </a>
      <output>{query}</output>
    </form>
  );
}

let root: Root | null = null;

/** The server's markup of <Page>, in the document. */
function serverPage(onSearch = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onSearch={onSearch} />);
  document.body.append(container);
  const input = container.querySelector('input')!;
  return {
    container,
    input,
    button: container.querySelector('button')!,
    links: Array.from(container.querySelectorAll('a')),
    form: container.querySelector('form')!,
    output: container.querySelector('output')!,
    type(text: string) {
      input.value = text;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    hydrate() {
      act(() => {
        root = hydrateRoot(container, <Page onSearch={onSearch} />);
      });
    },
  };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('input before hydration', () => {
  it('holds taps and typing until released, then React receives them in order', () => {
    const page = serverPage();
    const release = holdEarlyInput();
    page.type('oil');
    page.button.click();
    page.hydrate();
    expect(page.button).toHaveTextContent('Tapped 0');
    expect(page.output).toHaveTextContent('');
    expect(page.input).toHaveValue('oil');

    act(() => release());
    expect(page.output).toHaveTextContent('oil');
    expect(page.button).toHaveTextContent('Tapped 1');

    act(() => page.button.click());
    expect(page.button).toHaveTextContent('Tapped 2');
  });

  it('gives React the typed text even when a render after hydration put the old value back first', () => {
    const page = serverPage();
    const release = holdEarlyInput();
    page.type('mustard');
    page.hydrate();
    page.input.value = '';
    act(() => release());
    expect(page.input).toHaveValue('mustard');
    expect(page.output).toHaveTextContent('mustard');
  });

  it('holds a form submit and submits it again with the typed text', () => {
    const onSearch = vi.fn();
    const page = serverPage(onSearch);
    const release = holdEarlyInput();
    page.type('ghee');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    page.form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    page.hydrate();
    expect(onSearch).not.toHaveBeenCalled();

    act(() => release());
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ghee');
  });

  it('leaves in-page, other-site and new-tab links and modified clicks to the browser; holds links to other pages of the site', () => {
    const page = serverPage();
    const release = holdEarlyInput();
    const click = (element: Element, init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      element.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const [anchor, sitePage, otherSite, newTab] = page.links;
    expect([click(anchor), click(otherSite), click(newTab), click(page.button, { ctrlKey: true })]).toEqual([false, false, false, false]);
    expect([click(sitePage), click(page.button)]).toEqual([true, true]);
    release();
  });

  it('hands what it held to the browser when the app could not load', () => {
    const page = serverPage();
    const release = holdEarlyInput();
    const seen: string[] = [];
    page.container.addEventListener('click', (event) => seen.push((event.target as Element).tagName));
    page.button.click();
    page.links[1].click();
    expect(seen).toEqual([]);
    release();
    expect(seen).toEqual(['BUTTON', 'A']);
  });

  it('replays a tap on an icon inside a button to the button', () => {
    const page = serverPage();
    page.button.insertAdjacentHTML('beforeend', '<svg aria-hidden="true"><path d="M0 0"></path></svg>');
    const release = holdEarlyInput();
    page.button.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    page.hydrate();
    act(() => release());
    expect(page.button).toHaveTextContent('Tapped 1');
  });
});
