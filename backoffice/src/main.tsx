document.getElementById('root')!.textContent = 'admin';
