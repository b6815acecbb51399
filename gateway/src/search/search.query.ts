import {
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE_DEFAULT,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  SearchMessages,
} from '@roadbook/contracts';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

/** `GET /api/search` query parameters; the words are trimmed before they are measured. */
export class SearchQuery {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: SearchMessages.queryTooShort })
  @MinLength(SEARCH_QUERY_MIN_LENGTH, { message: SearchMessages.queryTooShort })
  @MaxLength(SEARCH_QUERY_MAX_LENGTH, { message: SearchMessages.queryTooLong })
  q: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: SearchMessages.pageInvalid })
  @Min(1, { message: SearchMessages.pageInvalid })
  @Max(SEARCH_PAGE_MAX, { message: SearchMessages.pageInvalid })
  page: number = 1;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: SearchMessages.pageSizeInvalid })
  @Min(1, { message: SearchMessages.pageSizeInvalid })
  @Max(SEARCH_PAGE_SIZE_MAX, { message: SearchMessages.pageSizeInvalid })
  pageSize: number = SEARCH_PAGE_SIZE_DEFAULT;
}
