import { AppError } from '../../http/app-error.js';
import { CatalogNotFoundError, CatalogUnavailableError } from '../../providers/catalog/catalog-provider.js';

/**
 * Runs a catalog call, turning the provider's failures into errors with the page's messages
 * (CatalogMessages).
 */
export async function fromCatalog<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CatalogNotFoundError) throw new AppError('NOT_FOUND', error.message);
    if (error instanceof CatalogUnavailableError) throw new AppError('UPSTREAM_FAILED', error.message);
    throw error;
  }
}
