import { LANGUAGE_NAMES, backInStockLink, type BackInStockTemplates, type WaitingCustomer, type WaitingForSize } from '@catalogue/domain';
import { useSiteSettings } from '../../api/site.queries';
import { useMarkWaitlistDone } from '../../api/waitlist.queries';
import { NameWithSize } from '../components/NameWithSize';
import { toast } from '../components/toast';
import { formatOrderTime } from '../orders/orderText';
import { messageTemplates } from '../site/messageTemplates';
import { Badge } from '../components/Badge';
import { Card } from '../components/Card';

export const waitingCount = (count: number) => (count === 1 ? '1 customer is waiting' : `${count} customers are waiting`);

function CustomerRow({ size, customer, templates, title }: { size: WaitingForSize; customer: WaitingCustomer; templates: BackInStockTemplates; title: string }) {
  const done = useMarkWaitlistDone();
  const chat = size.inStock ? backInStockLink(templates, size, customer) : null;
  const markDone = () =>
    done.mutate(
      { productId: size.productId, entryId: customer._id },
      { onSuccess: () => toast.success(`${customer.phone} marked done`), onError: () => toast.error(`Could not mark ${customer.phone} done. Please try again.`) },
    );
  return (
    <li className="bo-waiting" data-testid="waiting-customer">
      <div>
        <p className="bo-strong">{customer.phone}</p>
        <p className="bo-muted bo-small">
          {LANGUAGE_NAMES[customer.lang]} · since <time dateTime={customer.createdAt}>{formatOrderTime(customer.createdAt)}</time>
        </p>
      </div>
      <div className="bo-row">
        {chat && (
          <a href={chat} target="_blank" rel="noopener noreferrer" className="bo-button small" aria-label={`Tell them: ${customer.phone}, ${title} is back (opens WhatsApp)`}>
            Tell them
          </a>
        )}
        <button type="button" className="bo-button outline small" disabled={done.isPending} aria-busy={done.isPending || undefined} onClick={markDone} aria-label={`Done: ${customer.phone}, ${title}`}>
          Done
        </button>
      </div>
    </li>
  );
}

/**
 * Customers waiting for sizes (the dashboard's, or one product's): per size its name, whether it is
 * back in stock, and each customer with a chat in their language (once the size is back) and "Done",
 * which deletes their number.
 */
export function WaitingCustomers({ sizes, heading }: { sizes: WaitingForSize[]; heading: string }) {
  const settings = useSiteSettings();
  const templates = messageTemplates(settings.data, 'backInStock');
  return (
    <Card titleId="waiting-title" title={heading} testId="waiting-customers">
      {sizes.map((size) => {
        const title = size.sizeLabels.en ? `${size.names.en} (${size.sizeLabels.en})` : size.names.en;
        const id = `waiting-${size.productId}-${size.variantKey}`;
        return (
          <section key={id} aria-labelledby={id} className="bo-stack">
            <div className="bo-row spread">
              <h3 id={id} className="bo-h3">
                <NameWithSize name={size.names.en} size={size.sizeLabels.en} />
              </h3>
              <Badge tone={size.inStock ? 'green' : undefined}>{size.inStock ? 'Back in stock' : 'Sold out'}</Badge>
            </div>
            <p>{waitingCount(size.customers.length)}</p>
            <ul className="bo-list" aria-label={`Customers waiting for ${title}`}>
              {size.customers.map((customer) => (
                <CustomerRow key={customer._id} size={size} customer={customer} templates={templates} title={title} />
              ))}
            </ul>
          </section>
        );
      })}
    </Card>
  );
}
