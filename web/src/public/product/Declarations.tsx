/**
 * What the pack's label declares, for the chosen size (Legal Metrology (Packaged Commodities) Rules
 * for e-commerce, FSSAI; domain's labels.ts): the MRP inclusive of all taxes, the net quantity, the
 * unit sale price, the best-before day of the batch on sale, the veg or non-veg mark, the ingredients,
 * storage and country of origin, as a description list. `children` ends the list: the shop's own
 * declarations (maker or packer, consumer care, FSSAI licence: legal/ShopDeclarations.tsx).
 */
import type { ReactNode } from 'react';
import { DEFAULT_COUNTRY_OF_ORIGIN, bestBefore, paragraphs, unitSalePrice, type NetQuantity, type Product } from '@catalogue/domain';
import { formatDay, formatPrice } from '../../components/format';
import { Declaration } from '../components/Declaration';
import { useLanguage } from '../i18n/language';
import type { MessageId } from '../i18n/en';
import { useText, Words } from '../i18n/useText';
import './Declarations.css';

type Size = Product['variants'][number];

const UNIT_WORDS: Record<NetQuantity['unit'], MessageId> = { g: 'unit.g', kg: 'unit.kg', ml: 'unit.ml', l: 'unit.l', piece: 'unit.piece' };
const PER_WORDS: Record<NetQuantity['unit'], MessageId> = { g: 'per.100g', kg: 'per.kg', ml: 'per.100ml', l: 'per.l', piece: 'per.piece' };

/** The FSSAI mark: a square with a green dot (veg) or a brown triangle (non-veg), drawn; its meaning is said in words beside it. */
function FoodMark({ veg }: { veg: boolean }) {
  const color = veg ? '#1b7f2a' : '#7a4a12';
  return (
    <svg className="food-mark" width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="16" height="16" fill="#fff" stroke={color} strokeWidth="2" />
      {veg ? <circle cx="9" cy="9" r="4.5" fill={color} /> : <path d="M9 4 L14 13 L4 13 Z" fill={color} />}
    </svg>
  );
}

export function Declarations({ product, size, children }: { product: Product; size: Size; children?: ReactNode }) {
  const text = useText();
  const language = useLanguage();
  const quantity = size.netQuantity;
  const unitPrice = quantity && size.price > 0 ? unitSalePrice(size.price, quantity) : null;
  const best = product.pressedOn && product.shelfLife ? bestBefore(product.pressedOn, product.shelfLife) : null;
  const country = product.countryOfOrigin === DEFAULT_COUNTRY_OF_ORIGIN ? text('declarations.india') : product.countryOfOrigin;
  return (
    <section className="declarations" aria-labelledby="declarations-title">
      <h2 id="declarations-title">{text('declarations.heading')}</h2>
      <dl>
        {size.mrp !== null && (
          <Declaration label={text('product.mrp')} testId="declaration-mrp">
            {text('declarations.mrpValue', { price: formatPrice(size.mrp, language) })}
          </Declaration>
        )}
        {quantity && (
          <Declaration label={text('declarations.netQuantity')} testId="declaration-net-quantity">
            {text('declarations.quantity', { value: quantity.value.toLocaleString(language === 'ta' ? 'ta-IN' : 'en-IN'), unit: text(quantity.unit === 'piece' && quantity.value !== 1 ? 'unit.pieces' : UNIT_WORDS[quantity.unit]) })}
          </Declaration>
        )}
        {unitPrice && (
          <Declaration label={text('declarations.unitPrice')} testId="declaration-unit-price">
            {text('declarations.perUnit', { price: formatPrice(unitPrice.price, language), per: text(PER_WORDS[unitPrice.unit]) })}
          </Declaration>
        )}
        {best && (
          <Declaration label={text('declarations.bestBefore')} testId="declaration-best-before">
            <Words id="declarations.date" values={{ date: formatDay(best, language), time: (chunks) => <time dateTime={best}>{chunks}</time> }} />
          </Declaration>
        )}
        <Declaration label={text('declarations.foodType')} testId="declaration-food-type">
          <span className="food-type">
            <FoodMark veg={product.veg} />
            {text(product.veg ? 'declarations.veg' : 'declarations.nonVeg')}
          </span>
        </Declaration>
        {product.ingredients && (
          <Declaration label={text('declarations.ingredients')} testId="declaration-ingredients">
            {paragraphs(product.ingredients).join(' ')}
          </Declaration>
        )}
        {product.storage && (
          <Declaration label={text('declarations.storage')} testId="declaration-storage">
            {paragraphs(product.storage).join(' ')}
          </Declaration>
        )}
        <Declaration label={text('declarations.origin')} testId="declaration-origin">
          {country}
        </Declaration>
        {children}
      </dl>
    </section>
  );
}
