// Self-hosted so the frame makes no request outside its own origin; only the three weights used.
import '@fontsource/nunito-sans/400.css';
import '@fontsource/nunito-sans/600.css';
import '@fontsource/nunito-sans/700.css';
