export { useDocumentMeta } from '../../../shared/seo/use-document-meta';
