/** Upload, map and image messages (docs/product.md#upload-validation), for both ends. */
export const MediaMessages = {
  invalidFileType: 'Invalid file type',
  invalidFileTypeDetail: 'Please select an image file',
  fileTooLarge: 'File too large',
  fileTooLargeDetail: 'Please select an image smaller than 5MB',
  uploaded: 'Image uploaded',
  uploadedDetail: 'Your image has been uploaded successfully',
  uploadFailed: 'Upload failed',
  uploadFailedDetail: 'Failed to upload image. Please try again.',
  noFile: 'No image was sent (multipart field "image")',
  imageNotFound: 'Image not found',
  mapLoading: 'Loading map...',
  mapKeyFailed: 'Failed to load map key',
  interactiveMapFailed: 'Failed to load interactive map',
  imageFailed: 'Unable to load image',
  sourceRefused:
    'src must be a path of this site: /api/media/… or a file of the web app (no URLs, no "..")',
  widthRefused: 'w must be one of 320, 640, 768, 1024, 1280',
  qualityRefused: 'q must be one of 60, 75 or 85',
  formatRefused: 'f must be one of webp, avif, jpeg',
  tooManyImageRequests: 'Too many image requests. Please wait a minute and try again.',
} as const;
