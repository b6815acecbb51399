import SearchIcon from '@mui/icons-material/Search';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { SearchResults } from '@roadbook/contracts';
import {
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_MIN_LENGTH,
  SearchMessages,
} from '@roadbook/contracts/browser';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StateMessage } from '../../../shared/components/state-message';
import { useSearchQuery } from '../api/search.api';
import { moveFocusWithArrows } from '../components/result-focus';
import { PostResult, TripResult } from '../components/search-result-item';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Long enough to skip the words typed on the way, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 300;

export function noMatchMessage(query: string): string {
  return `No trips or posts match “${query}”`;
}

function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function pageCount(results: SearchResults): number {
  return Math.ceil(Math.max(results.trips.total, results.posts.total) / results.pageSize);
}

function ResultSection({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
        {title}{' '}
        <Typography component="span" color="text.secondary">
          ({count})
        </Typography>
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * `/search`: one box, featured trips and blog posts as you type. The query lives in the URL
 * (`?q=`, `&page=`), so a search can be shared, and back and forward return to it; typing replaces
 * the entry rather than adding one per word, and changing page adds one.
 */
export default function SearchRoute() {
  const [params, setParams] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const page = pageFrom(params);
  const [text, setText] = useState(urlQuery);
  const written = useRef(urlQuery);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const box = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);

  // Back, forward or a shared link changed the URL: the box follows it.
  useEffect(() => {
    if (urlQuery !== written.current) {
      written.current = urlQuery;
      setText(urlQuery);
    }
  }, [urlQuery]);

  const writeQuery = (value: string) => {
    const q = value.trim();
    if (q === written.current) return;
    written.current = q;
    setParams(q ? { q } : {}, { replace: true });
  };

  // Only a newly settled value is written: after back or forward, the old one is not.
  const onSettled = useEffectEvent(writeQuery);
  useEffect(() => onSettled(debounced), [debounced]);

  const query = urlQuery.trim();
  const ready = query.length >= SEARCH_QUERY_MIN_LENGTH;
  const search = useSearchQuery({ q: query, page }, { skip: !ready });
  const data = ready ? search.data : undefined;
  const shown = data && data.query === query ? data : undefined;
  const total = shown ? shown.trips.total + shown.posts.total : 0;

  const status = !ready
    ? ''
    : search.isFetching
      ? 'Searching…'
      : shown
        ? total === 0
          ? noMatchMessage(query)
          : `${counted(shown.trips.total, 'trip')} and ${counted(shown.posts.total, 'post')}`
        : '';

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        Search
      </Typography>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          writeQuery(text);
        }}
      >
        <TextField
          fullWidth
          autoFocus
          type="search"
          label="Search trips and posts"
          placeholder="A place, a road, an activity…"
          value={text}
          inputRef={box}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => moveFocusWithArrows(event, results.current, box.current)}
          helperText={`At least ${SEARCH_QUERY_MIN_LENGTH} characters. Arrow keys move through the results.`}
          slotProps={{
            htmlInput: { maxLength: SEARCH_QUERY_MAX_LENGTH, 'aria-controls': 'search-results' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box sx={{ height: 4, mt: 1 }}>
        {ready && search.isFetching && <LinearProgress aria-hidden />}
      </Box>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        color="text.secondary"
        // Nothing found: the message below says it on screen; this still announces it.
        sx={shown && total === 0 ? visuallyHidden : { minHeight: 24 }}
      >
        {status}
      </Typography>

      <Box
        id="search-results"
        ref={results}
        onKeyDown={(event) => moveFocusWithArrows(event, results.current, box.current)}
        sx={{ mt: 2, opacity: search.isFetching ? 0.6 : 1 }}
      >
        {!ready && query.length > 0 && (
          <Alert severity="info">{SearchMessages.queryTooShort}</Alert>
        )}
        {ready && search.isError && !search.isFetching && (
          <StateMessage
            title="Search failed"
            headingLevel="h2"
            icon={<ReportProblemIcon />}
            description="We could not search just now."
          >
            <Button variant="contained" onClick={() => void search.refetch()}>
              Try Again
            </Button>
          </StateMessage>
        )}
        {shown && total === 0 && (
          <StateMessage
            title={noMatchMessage(query)}
            headingLevel="h2"
            icon={<SearchIcon />}
            description="Try a place on the way, an activity such as “hiking”, or fewer words."
          />
        )}
        {shown && total > 0 && (
          <Stack spacing={4}>
            {shown.trips.total > 0 && (
              <ResultSection title="Trips" count={shown.trips.total}>
                {shown.trips.items.map((trip) => (
                  <TripResult key={trip.id} trip={trip} />
                ))}
              </ResultSection>
            )}
            {shown.posts.total > 0 && (
              <ResultSection title="Posts" count={shown.posts.total}>
                {shown.posts.items.map((post) => (
                  <PostResult key={post.id} post={post} />
                ))}
              </ResultSection>
            )}
            {pageCount(shown) > 1 && (
              <Pagination
                count={pageCount(shown)}
                page={page}
                onChange={(_, next) => {
                  setParams(next > 1 ? { q: query, page: String(next) } : { q: query });
                  window.scrollTo({ top: 0 });
                }}
                sx={{ alignSelf: 'center' }}
                getItemAriaLabel={(type, item) =>
                  type === 'page' ? `Page ${item}` : type === 'next' ? 'Next page' : 'Previous page'
                }
              />
            )}
          </Stack>
        )}
      </Box>
    </Container>
  );
}
