/** The Firestore collections of the catalogue's entities (one place for their names). */
import { firestore } from '../firebase';

export const productsCol = () => firestore().collection('products');
export const categoriesCol = () => firestore().collection('categories');
export const galleryCol = () => firestore().collection('gallery');
export const testimonialsCol = () => firestore().collection('testimonials');
