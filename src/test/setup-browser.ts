import '@/styles.css';
