import Box from '@mui/material/Box';

interface CountedHelperTextProps {
  /** The hint, or the field's error when it has one. */
  text: string;
  count: number;
  limit: number;
}

/** A field's hint on the left and `N/limit` on the right. */
export function CountedHelperText({ text, count, limit }: CountedHelperTextProps) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{text}</span>
      <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        {count}/{limit}
      </Box>
    </Box>
  );
}
