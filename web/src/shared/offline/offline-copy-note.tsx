import CloudOffIcon from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { backOnline, selectKeptCopySavedAt } from './offline-copy.slice';

/** "14:32": the hour and minute a copy was saved, as the rider's clock shows them. */
export function savedTime(iso: string): string {
  return new Date(iso).toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/**
 * Says that what is on screen is this device's copy, and from when, while reads are answered
 * offline; gone when the connection returns (the reads are then asked again: `baseApi`).
 */
export function OfflineCopyNote() {
  const dispatch = useDispatch();
  const savedAt = useSelector(selectKeptCopySavedAt);
  useEffect(() => {
    const onOnline = () => dispatch(backOnline());
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [dispatch]);
  if (!savedAt) return null;
  return (
    <Alert severity="info" icon={<CloudOffIcon />} square role="status" data-print="hide">
      You are offline — showing the copy saved at {savedTime(savedAt)}.
    </Alert>
  );
}
