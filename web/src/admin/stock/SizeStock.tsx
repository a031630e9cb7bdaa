import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Field, Flex, Input, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { STOCK_REASONS, type SizeStockView, type StockChange, type StockChangeBody, type StockReason } from '@catalogue/domain';
import { useChangeStock } from '../../api/stock.queries';
import { asApiError } from '../../api/queryResult';
import { SelectInput } from '../components/SelectInput';
import { toast } from '../components/toast';
import { formatOrderTime } from '../orders/orderText';
import { StockBadge } from './StockBadge';

const REASON_LABELS: Record<StockReason, string> = {
  received: 'Received a batch',
  damaged: 'Damaged or spoilt',
  correction: 'Correction',
  stocktake: 'Counted (stocktake)',
};

const CAUSE_LABELS: Record<StockChange['cause'], string> = { ...REASON_LABELS, order: 'Order confirmed', orderReturned: 'Order cancelled: returned' };

interface AdjustValues {
  reason: StockReason;
  quantity: string;
  note: string;
}

/** The request a filled form makes: received adds, damaged takes away, a correction moves by what is typed (−3), a stocktake sets the count. */
function requestOf(variantKey: string, { reason, quantity, note }: AdjustValues): StockChangeBody {
  const amount = quantity.trim();
  if (reason === 'stocktake') return { variantKey, reason, count: amount, note };
  const signed = reason === 'damaged' && amount && !amount.startsWith('-') ? `-${amount}` : amount;
  return { variantKey, reason, change: signed, note };
}

const fieldError = (errors: Record<string, string> | undefined, ...names: string[]) => names.map((name) => errors?.[name]).find(Boolean) ?? '';

/** A size's count: what happened (a batch received, damage, a correction, a stocktake) and how many, with a note. */
function AdjustForm({ size, label }: { size: SizeStockView; label: string }) {
  const save = useChangeStock();
  const counted = size.count !== null;
  const { register, handleSubmit, reset, watch } = useForm<AdjustValues>({ defaultValues: { reason: counted ? 'received' : 'stocktake', quantity: '', note: '' } });
  const [errors, setErrors] = useState<{ quantity?: string; note?: string; form?: string }>({});
  const reason = watch('reason');
  const id = `stock-${size.productId}-${size.variantKey}`;
  const submit = async (values: AdjustValues) => {
    setErrors({});
    try {
      const saved = await save.mutateAsync({ productId: size.productId, change: requestOf(size.variantKey, values) });
      toast.success(`${label}: ${saved.count === null ? 'not counted' : `${saved.count} in stock`}`);
      reset({ reason: 'received', quantity: '', note: '' });
    } catch (failure) {
      const error = asApiError(failure);
      const quantity = fieldError(error.errors, 'change', 'count');
      setErrors({ quantity, note: fieldError(error.errors, 'note'), form: quantity ? '' : error.message });
    }
  };
  return (
    <chakra.form onSubmit={handleSubmit(submit)} aria-label={`Change the count of ${label}`} noValidate>
      <Flex gap="2" wrap="wrap" align="flex-start">
        <Field.Root ids={{ control: `${id}-reason` }} w="auto" minW="190px">
          <Field.Label>What happened</Field.Label>
          <SelectInput {...register('reason')}>
            {STOCK_REASONS.filter((choice) => counted || choice === 'stocktake').map((choice) => (
              <option key={choice} value={choice}>
                {REASON_LABELS[choice]}
              </option>
            ))}
          </SelectInput>
        </Field.Root>
        <Field.Root ids={{ control: `${id}-quantity` }} invalid={Boolean(errors.quantity)} w="auto">
          <Field.Label>{reason === 'stocktake' ? 'Count' : reason === 'correction' ? 'Change (e.g. -2)' : 'How many'}</Field.Label>
          <Input {...register('quantity')} inputMode={reason === 'correction' ? 'text' : 'numeric'} w="14ch" autoComplete="off" />
          <Field.ErrorText>{errors.quantity}</Field.ErrorText>
        </Field.Root>
        <Field.Root ids={{ control: `${id}-note` }} invalid={Boolean(errors.note)} w="auto" flex="1" minW="160px">
          <Field.Label>Note (optional)</Field.Label>
          <Input {...register('note')} maxLength={200} autoComplete="off" />
          <Field.ErrorText>{errors.note}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" alignSelf="flex-end" loading={save.isPending} aria-label={`Save the count of ${label}`}>
          Save
        </Button>
      </Flex>
      {errors.form && (
        <Text color="fg.error" role="alert" mt="1">
          {errors.form}
        </Text>
      )}
    </chakra.form>
  );
}

/** The threshold at or below which the size is "only a few left", saved on its own. */
function ThresholdForm({ size, label }: { size: SizeStockView; label: string }) {
  const save = useChangeStock();
  const [value, setValue] = useState(size.lowStock === null ? '' : String(size.lowStock));
  const [error, setError] = useState('');
  const id = `stock-${size.productId}-${size.variantKey}-low`;
  const saveThreshold = async () => {
    setError('');
    try {
      await save.mutateAsync({ productId: size.productId, change: { variantKey: size.variantKey, lowStock: value.trim() === '' ? null : value.trim() } });
      toast.success(`${label}: low-stock threshold saved`);
    } catch (failure) {
      const failed = asApiError(failure);
      setError(failed.errors?.lowStock ?? failed.message);
    }
  };
  return (
    <Flex gap="2" align="flex-end">
      <Field.Root ids={{ control: id }} invalid={Boolean(error)} w="auto">
        <Field.Label>Low at (empty: never)</Field.Label>
        <Input inputMode="numeric" w="10ch" value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      <Button type="button" variant="outline" loading={save.isPending} onClick={() => void saveThreshold()} aria-label={`Save the low-stock threshold of ${label}`}>
        Save
      </Button>
    </Flex>
  );
}

/** A size's newest changes: when, why, by how much, the count after, the note and who. */
function StockHistory({ history, label }: { history: StockChange[]; label: string }) {
  if (!history.length) return null;
  return (
    <chakra.details>
      <chakra.summary cursor="pointer" fontWeight="semibold" focusVisibleRing="outside" w="fit-content">
        History ({history.length})
      </chakra.summary>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label={`Stock history of ${label}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>When</Table.ColumnHeader>
              <Table.ColumnHeader>What</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Count</Table.ColumnHeader>
              <Table.ColumnHeader>Note</Table.ColumnHeader>
              <Table.ColumnHeader>By</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {history.map((change) => (
              <Table.Row key={change._id} data-testid="stock-change">
                <Table.Cell>
                  <chakra.time dateTime={change.at}>{formatOrderTime(change.at)}</chakra.time>
                </Table.Cell>
                <Table.Cell>{change.orderNumber ? `${CAUSE_LABELS[change.cause]} ${change.orderNumber}` : CAUSE_LABELS[change.cause]}</Table.Cell>
                <Table.Cell textAlign="end">{change.change > 0 ? `+${change.change}` : change.change}</Table.Cell>
                <Table.Cell textAlign="end">{change.count ?? 'not counted'}</Table.Cell>
                <Table.Cell>{change.note}</Table.Cell>
                <Table.Cell>{change.by}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </chakra.details>
  );
}

/** Stops counting the size: it then sells by its in-stock flag again (its history keeps the last count). */
function StopCounting({ size, label }: { size: SizeStockView; label: string }) {
  const save = useChangeStock();
  const stop = () =>
    save.mutate(
      { productId: size.productId, change: { variantKey: size.variantKey, reason: 'stocktake', count: null } },
      { onSuccess: () => toast.success(`${label} is no longer counted`), onError: () => toast.error(`Could not stop counting ${label}. Please try again.`) },
    );
  return (
    <Button type="button" size="sm" variant="ghost" loading={save.isPending} onClick={stop} aria-label={`Stop counting ${label}`}>
      Stop counting
    </Button>
  );
}

/** One size's stock: its count, the forms that change it and its threshold, and its history when it has one. */
export function SizeStock({ size, history, title }: { size: SizeStockView; history?: StockChange[]; title: string }) {
  return (
    <Stack as="li" gap="2" py="3" borderBottomWidth="1px" data-testid="size-stock">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text fontWeight="semibold">{title}</Text>
        <Flex gap="2" align="center">
          <StockBadge size={size} />
          {size.count !== null && <StopCounting size={size} label={title} />}
        </Flex>
      </Flex>
      <AdjustForm key={`${size.count}`} size={size} label={title} />
      {size.count !== null && <ThresholdForm key={`${size.lowStock}`} size={size} label={title} />}
      {history && <StockHistory history={history} label={title} />}
    </Stack>
  );
}
