/** Stock counts (domain/src/stock.ts): every size's count, one product's with its history, and a change of one. */
import type { BatchToReplace, ProductStock, SizeStockView, StockChangeBody } from '@catalogue/domain';
import { request } from './client';

const productStockPath = (productId: string) => `/products/${encodeURIComponent(productId)}/stock`;

/** Every size with its count; `low`: only the counted sizes low or out. */
export const listStock = (low: boolean) => request<SizeStockView[]>('/stock', { query: low ? { level: 'low' } : undefined });

/** A product's sizes with their counts and newest changes. */
export const getProductStock = (productId: string) => request<ProductStock>(productStockPath(productId));

/** Changes a size's count or threshold; answers the size as it is now. */
export const changeStock = (productId: string, change: StockChangeBody) => request<SizeStockView>(productStockPath(productId), { method: 'POST', json: change });

/** The batches on sale to replace: stale, or soon to be (domain's labels.ts). */
export const listBatchesToReplace = () => request<BatchToReplace[]>('/batches');
