/** Gallery items as `/api` answers with them: the routes and the server-rendered pages read them here. */
import type { GalleryItem } from '@catalogue/domain';
import { queryGallery, toApi } from '../store/gallery';

export const galleryItems = async (filter: { category?: string; popular?: boolean } = {}): Promise<GalleryItem[]> => (await queryGallery(filter)).map(toApi);
