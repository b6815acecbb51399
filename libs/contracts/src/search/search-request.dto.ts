import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
  SearchMessages,
  type SearchRequest,
} from './search.types';

/** A search as a service receives it, checked again there (the gateway checks it first). */
export class SearchRequestDto implements SearchRequest {
  @IsString()
  @MaxLength(SEARCH_QUERY_MAX_LENGTH, { message: SearchMessages.queryTooLong })
  query: string;

  @IsInt({ message: SearchMessages.pageInvalid })
  @Min(1, { message: SearchMessages.pageInvalid })
  @Max(SEARCH_PAGE_MAX, { message: SearchMessages.pageInvalid })
  page: number;

  @IsInt({ message: SearchMessages.pageSizeInvalid })
  @Min(1, { message: SearchMessages.pageSizeInvalid })
  @Max(SEARCH_PAGE_SIZE_MAX, { message: SearchMessages.pageSizeInvalid })
  pageSize: number;
}
