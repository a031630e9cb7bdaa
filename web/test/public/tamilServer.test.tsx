/**
 * A Tamil page rendered on the server before the Tamil messages have arrived: the render waits for
 * it (the words suspend, the server's prerender waits), so the HTML is in Tamil, never English.
 */
// @vitest-environment node
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { LanguageContext } from '../../src/public/i18n/language';
import { PublicIntl } from '../../src/public/i18n/PublicIntl';
import { loadedMessages } from '../../src/public/i18n/messages';
import { useText } from '../../src/public/i18n/useText';

function Words() {
  const text = useText();
  return <p>{`${text('nav.home')} | ${text('products.count', { count: 3 })}`}</p>;
}

async function html(stream: ReadableStream<Uint8Array>) {
  return new Response(stream).text();
}

describe('the server render of a Tamil page', () => {
  it('waits for the Tamil messages, then renders Tamil words', async () => {
    expect(loadedMessages('ta')).toBeUndefined();
    const { prelude } = await prerender(
      <LanguageContext value="ta">
        <PublicIntl>
          <Words />
        </PublicIntl>
      </LanguageContext>,
    );
    expect(await html(prelude)).toContain('முகப்பு | 3 பொருட்கள்');
  });

  it('renders English at once', async () => {
    const { prelude } = await prerender(
      <PublicIntl>
        <Words />
      </PublicIntl>,
    );
    expect(await html(prelude)).toContain('Home | 3 products');
  });
});
