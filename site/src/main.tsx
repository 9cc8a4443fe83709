document.getElementById('root')!.textContent = 'site';
