import { createTheme } from '@mui/material/styles';
import { palette, shape, typography } from './theme-primitives';
import { dataDisplayCustomizations } from './customizations/data-display';
import { feedbackCustomizations } from './customizations/feedback';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';

export const theme = createTheme({
  palette,
  typography,
  shape,
  components: {
    ...inputsCustomizations,
    ...navigationCustomizations,
    ...surfacesCustomizations,
    ...feedbackCustomizations,
    ...dataDisplayCustomizations,
  },
});
