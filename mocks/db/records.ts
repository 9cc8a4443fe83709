/** What the store keeps: a document with the platform's fields, and a file's description. */
export interface StoredDoc {
  _id: string;
  createdAt: string;
  updatedAt: string;
  [k: string]: unknown;
}

export interface FileMeta {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  createdAt: string;
}
