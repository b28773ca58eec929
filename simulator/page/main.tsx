import 'reflect-metadata/lite';
import '@fontsource/nunito-sans/400.css';
import '@fontsource/nunito-sans/700.css';
import './simulator.css';
import './portal-ui.css';
import { bootSimulator } from './simulator.boot';

const container = document.getElementById('root');
if (container) bootSimulator(window, container);
