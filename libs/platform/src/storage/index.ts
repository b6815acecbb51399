// The S3 API's client (minio), apart from the platform's main entry so that only the apps that
// store files (the media service, the operator's backup) load it.
export * from './s3-client';
