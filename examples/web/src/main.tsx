import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { guardBoardKeystrokes } from './session/keyboard.js';
import './styles.css';

guardBoardKeystrokes(document);
createRoot(document.getElementById('root')!).render(<App />);
