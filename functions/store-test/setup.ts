/** Points firebase-admin at the test emulator before any store module creates its Firestore client. */
import { inject } from 'vitest';

process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreEmulatorHost');
process.env.GCLOUD_PROJECT = 'demo-oil-catalogue';
// No Google metadata server here: do not let the Google libraries look for one.
process.env.METADATA_SERVER_DETECTION = 'none';
