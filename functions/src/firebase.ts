/** firebase-admin, initialised once for the whole function. */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

let app: App | undefined;
let db: Firestore | undefined;

const LOCAL_PROJECT_ID = 'demo-oil-catalogue';

/** The Firebase project the function runs in (the local stack's demo project when none is set). */
export const projectId = () => process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT || LOCAL_PROJECT_ID;

function adminApp(): App {
  if (!app) {
    app = getApps()[0] ?? initializeApp(process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT ? undefined : { projectId: LOCAL_PROJECT_ID });
  }
  return app;
}

export function firestore(): Firestore {
  if (!db) {
    db = getFirestore(adminApp());
    db.settings({ ignoreUndefinedProperties: true });
  }
  return db;
}

export const auth = () => getAuth(adminApp());
export const storage = () => getStorage(adminApp());
